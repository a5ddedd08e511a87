import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('shows the title as the page heading, the summary line and the actions', () => {
    render(
      <PageHeader
        title="SMS Lists"
        summary="Number of lists: 3"
        summaryTestId="count"
        actions={<button>Create List</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'SMS Lists' })).toBeInTheDocument();
    expect(screen.getByTestId('count')).toHaveTextContent('Number of lists: 3');
    expect(screen.getByRole('button', { name: 'Create List' })).toBeInTheDocument();
  });

  it('leaves out the summary and actions when there are none', () => {
    const { container } = render(<PageHeader title="Users" />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
