import Button from '@mui/material/Button';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockViewportWidth } from '@/testing/match-media';
import { AppProvider } from './provider';

// WCAG 2.3.3: people whose system asks for less motion get no click ripple, no transitions and still spinners.

function renderButton() {
  render(
    <AppProvider>
      <Button>Save</Button>
    </AppProvider>,
  );
  const button = screen.getByRole('button', { name: 'Save' });
  // MUI mounts the ripple on the first press.
  act(() => void fireEvent.mouseDown(button));
  return button;
}

describe('AppProvider and motion', () => {
  it('keeps the ripple and the animations when the system has no preference', () => {
    mockViewportWidth(1280);
    const button = renderButton();
    expect(button.querySelector('.MuiTouchRipple-root')).not.toBeNull();
    expect(getComputedStyle(button).transition).not.toBe('none');
  });

  it('drops the ripple and the transitions when the system asks for reduced motion', () => {
    mockViewportWidth(1280, { reduceMotion: true });
    const button = renderButton();
    expect(button.querySelector('.MuiTouchRipple-root')).toBeNull();
    expect(getComputedStyle(button).transition).toBe('none');
  });
});
