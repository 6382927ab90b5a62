import { afterEach, describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { lazyScreen } from './lazy-screen';

afterEach(cleanup);

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyScreen', () => {
  it('suspends until its code is here when not loaded ahead', async () => {
    const Screen = lazyScreen(() => Promise.resolve(Greeting));
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Screen name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('renders at once, without its fallback, once loaded ahead', async () => {
    const Screen = lazyScreen(() => Promise.resolve(Greeting));
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Screen name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });
});
