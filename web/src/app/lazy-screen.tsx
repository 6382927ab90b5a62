import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded component that can be loaded ahead (`preload`), and once loaded renders at once. React.lazy
 * alone suspends on its first render even when its module is already here, and React 19 then holds the content
 * back (up to 300 ms) after the fallback it showed: on the cold dashboard that was twice (frame, screen) in the
 * way of the first paint (ADR 068).
 */
export function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  function Screen(props: Props) {
    const Loaded = loaded ?? Suspending;
    return <Loaded {...props} />;
  }
  return Object.assign(Screen, { preload });
}
