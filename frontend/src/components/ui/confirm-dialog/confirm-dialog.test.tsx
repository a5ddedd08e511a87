import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

const archiveText =
  'You are about to archive this Sms Campaign. Archiving a campaign will automatically disable the campaign. Are you sure?';

describe('ConfirmDialog', () => {
  it('shows title, message and the given labels', () => {
    render(
      <ConfirmDialog
        open
        title="Archive campaign"
        message={archiveText}
        confirmLabel="Archive"
        cancelLabel="Keep"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Archive campaign' });
    expect(dialog).toHaveAccessibleDescription(archiveText);
    expect(screen.getByRole('button', { name: 'Archive' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeEnabled();
  });

  it('reports confirm and cancel', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog open title="Copy" message="Sure?" onConfirm={onConfirm} onCancel={onCancel} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('disables both buttons and ignores Escape while busy', async () => {
    const onCancel = vi.fn();
    render(<ConfirmDialog open busy title="Copy" message="Sure?" onConfirm={() => {}} onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: /Confirm/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Working' })).toBeInTheDocument();
    await userEvent.setup().keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    render(
      <ConfirmDialog open={false} title="Copy" message="Sure?" onConfirm={() => {}} onCancel={() => {}} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
