import * as React from 'react';

/** Set once a screen has shown its secondary content: what mounts after that renders whole. */
let firstScreenDone = false;

/**
 * False in the render that first shows the app's first screen, true in the render React does right
 * after it. That second render is a deferred one (`useDeferredValue`): the browser paints the first
 * before it. A screen's secondary parts (Home's "Who's out" and "My leaves", the calendar's selected
 * day) show their loading state in the first render and start their requests in the second, so a
 * cold load paints the screen's point sooner: on Home its balance, on the calendar its month.
 * Once a screen that uses it has shown, screens opened later in the session render everything at
 * once (no loading state flashes for answers already in the cache). A first screen without any
 * secondary part (Settings, say) does not set that: the first one with such parts still defers.
 */
export function useAfterFirstPaint(): boolean {
  const ready = React.useDeferredValue(true, firstScreenDone);
  React.useEffect(() => {
    if (ready) firstScreenDone = true;
  }, [ready]);
  return ready;
}

/** For tests: as a fresh page. */
export function resetFirstPaint() {
  firstScreenDone = false;
}
