import { render } from '@testing-library/react';
import * as React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetFirstPaint, useAfterFirstPaint } from './first-paint';

afterEach(resetFirstPaint);

/** Records what each commit saw: a layout effect runs once per commit, before the browser paints. */
function Probe({ commits }: { commits: boolean[] }) {
  const ready = useAfterFirstPaint();
  React.useLayoutEffect(() => {
    commits.push(ready);
  });
  return <p>{ready ? 'content' : 'loading'}</p>;
}

describe('useAfterFirstPaint', () => {
  it('is false in the commit that first shows the app, then true in a commit of its own', () => {
    const commits: boolean[] = [];
    const { container } = render(<Probe commits={commits} />);
    expect(commits).toEqual([false, true]);
    expect(container).toHaveTextContent('content');
  });

  it('is true at once for what mounts after the first screen has shown', () => {
    render(<Probe commits={[]} />);
    const later: boolean[] = [];
    render(<Probe commits={later} />);
    expect(later).toEqual([true]);
  });

  it('holds back every part of the first screen alike, in the same first commit', () => {
    const first: boolean[] = [];
    const second: boolean[] = [];
    render(
      <>
        <Probe commits={first} />
        <Probe commits={second} />
      </>,
    );
    expect(first).toEqual([false, true]);
    expect(second).toEqual([false, true]);
  });
});
