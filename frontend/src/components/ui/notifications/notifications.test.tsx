import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotificationsProvider, useNotify } from './notifications';

function Trigger() {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify.success('Campaign copied')}>ok</button>
      <button onClick={() => notify.error('Could not archive the campaign')}>fail</button>
    </>
  );
}

const renderWithProvider = () =>
  render(
    <NotificationsProvider>
      <Trigger />
    </NotificationsProvider>,
  );

describe('NotificationsProvider / useNotify', () => {
  it('shows a success message', async () => {
    renderWithProvider();
    await userEvent.setup().click(screen.getByRole('button', { name: 'ok' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Campaign copied');
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorSuccess');
  });

  it('shows an error message and queues the next one until it is closed', async () => {
    renderWithProvider();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'fail' }));
    await user.click(screen.getByRole('button', { name: 'ok' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not archive the campaign');
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorError');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Campaign copied'));
  });

  it('a success message gives way to the next one at once', async () => {
    renderWithProvider();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'ok' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Campaign copied');
    await user.click(screen.getByRole('button', { name: 'fail' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Could not archive the campaign'),
    );
  });

  it('throws when used outside the provider', () => {
    const Lonely = () => {
      useNotify();
      return null;
    };
    expect(() => render(<Lonely />)).toThrow('useNotify must be used inside NotificationsProvider');
  });
});
