import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { RouteBoundary } from './route-boundary';
import { isCodeLoadFailure } from './route-error';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderFailing(error: Error) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const Failing = () => {
    throw error;
  };
  render(
    <MemoryRouter>
      <RouteBoundary>
        <Failing />
      </RouteBoundary>
    </MemoryRouter>,
  );
}

describe('RouteError', () => {
  it('says the page could not be loaded when its code chunk could not be fetched (the server stopped)', () => {
    renderFailing(new TypeError('Failed to fetch dynamically imported module: http://localhost:5000/assets/game-hub-page.js'));
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.getByText('Playbook could not reach the server to load this page. Check your connection, then reload.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
  });

  it('keeps "Something went wrong" for a screen that throws while rendering', () => {
    renderFailing(new Error('boom'));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('This page hit an unexpected problem. Reloading usually fixes it.')).toBeTruthy();
  });

  it('clears the error card when the visitor moves to another page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Failing = () => {
      throw new Error('boom');
    };
    const GoElsewhere = () => {
      const navigate = useNavigate();
      return <button onClick={() => void navigate('/fine')}>Go elsewhere</button>;
    };
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <GoElsewhere />
        <Routes>
          <Route element={<RouteBoundary />}>
            <Route path="/broken" element={<Failing />} />
            <Route path="/fine" element={<p>A working page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    expect(screen.getByText('A working page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });

  it("recognises each browser's wording of a failed module fetch", () => {
    expect(isCodeLoadFailure(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isCodeLoadFailure(new TypeError('error loading dynamically imported module: /a.js'))).toBe(true);
    expect(isCodeLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isCodeLoadFailure(new TypeError('Failed to fetch'))).toBe(false);
    expect(isCodeLoadFailure(new Error('Failed to fetch dynamically imported module'))).toBe(false);
  });
});
