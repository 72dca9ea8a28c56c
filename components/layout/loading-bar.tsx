'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { isClientNavigation } from '@/lib/ui/client-navigation';
import { createLoadingBar, loadingBarTimings, type LoadingBarState } from '@/lib/ui/loading-bar';

export function LoadingBar() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [state, setState] = useState<LoadingBarState>({ visible: false, progress: 0, transitionMs: 0 });
  const bar = useRef<ReturnType<typeof createLoadingBar> | null>(null);

  useEffect(() => {
    const controller = createLoadingBar(setState);
    bar.current = controller;
    const onClick = (event: MouseEvent) => {
      if (isClientNavigation(event)) controller.start();
    };
    const onPopState = () => controller.start();
    // Capture phase: Next's Link cancels the click's default in React's own (bubbling) handler.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      controller.dispose();
    };
  }, []);

  // A new URL has rendered: the navigation is over.
  useEffect(() => {
    bar.current?.done();
  }, [pathname, searchParams]);

  return (
    // Seen, not read: a screen reader hears the new page's title from Next's route announcer when it is there, and a
    // progress bar outside every landmark would be content of no region (axe's region rule, issue 19 item 10).
    <div
      className="loading-bar"
      aria-hidden="true"
      data-testid="loading-bar"
      data-visible={state.visible}
      style={{
        height: loadingBarTimings.heightPx,
        transform: `scaleX(${state.progress})`,
        opacity: state.visible ? 1 : 0,
        transition: `transform ${state.transitionMs}ms ease-out, opacity ${loadingBarTimings.resetDelayMs}ms linear`,
      }}
    />
  );
}
