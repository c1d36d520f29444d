import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '@/test/render';
import { AdminLimitNotice } from './admin-limit-notice';

describe('AdminLimitNotice', () => {
  it('says how many of all registrations are shown and links to the full admin list', () => {
    renderWithApp(<AdminLimitNotice shown={500} total={30000} />);
    expect(screen.getByText(/Showing the 500 most recent of 30,000 registrations/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Registrations' })).toHaveAttribute('href', '/admin/registrations');
  });

  it('says nothing when every registration is shown', () => {
    const { container } = renderWithApp(<AdminLimitNotice shown={12} total={12} />);
    expect(container).toBeEmptyDOMElement();
  });
});
