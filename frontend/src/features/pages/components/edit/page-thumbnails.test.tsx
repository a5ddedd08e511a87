import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageThumbnails, thumbnailScale, withBase } from './page-thumbnails';

describe('thumbnailScale', () => {
  it('fits 1200 and 400 wide renders into 200x300, an unmeasured height counting as 800', () => {
    expect(thumbnailScale(1200, null)).toEqual({ scale: 200 / 1200, height: 800 });
    expect(thumbnailScale(400, 0)).toEqual({ scale: 300 / 800, height: 800 });
    expect(thumbnailScale(400, 300)).toEqual({ scale: 0.5, height: 300 });
  });
});

describe('withBase', () => {
  it('points relative resources at the public page', () => {
    expect(withBase('<html><head><title>x</title></head></html>', 'http://p.test/k')).toBe(
      '<html><head><base href="http://p.test/k/"><title>x</title></head></html>',
    );
    expect(withBase('<p>x</p>', 'http://p.test/k')).toBe('<base href="http://p.test/k/"><p>x</p>');
    expect(withBase('<base href="/"><p>x</p>', 'http://p.test/k')).toBe('<base href="/"><p>x</p>');
  });
});

describe('PageThumbnails', () => {
  it('says so when there is no content', () => {
    render(<PageThumbnails html={null} publicUrl="http://p.test/k" />);
    expect(screen.getByText('No content yet')).toBeTruthy();
  });

  it('renders desktop and mobile previews in sandboxed iframes without scripts', async () => {
    render(<PageThumbnails html="<h1>Hi</h1>" publicUrl="http://p.test/k" />);
    for (const label of ['Desktop preview', 'Mobile preview']) {
      const frame = await screen.findByTitle(label);
      expect(frame.getAttribute('sandbox')).toBe('');
    }
    expect((await screen.findByTitle('Desktop preview')).getAttribute('width')).toBe('1200');
    expect((await screen.findByTitle('Mobile preview')).getAttribute('width')).toBe('400');
  });
});
