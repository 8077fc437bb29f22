import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStates, renderWithProviders } from '../../../testing/render-with-providers';
import { NotFoundPage } from './not-found.page';

describe('NotFoundPage', () => {
  it('says the page does not exist and links home', () => {
    renderWithProviders(<NotFoundPage />, { auth: authStates.anonymous(), route: '/no/such/page' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
