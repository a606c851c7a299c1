import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { setViewportWidth } from '../../test/setup.ts';
import { Portal } from './portal.tsx';
import { useFocusTrap } from './use-focus-trap.ts';
import { useIsNarrow } from './use-media-query.ts';

function NarrowProbe() {
  return <p>{useIsNarrow() ? 'narrow' : 'wide'}</p>;
}

function TrapDemo() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && (
        <div ref={ref} role="dialog" aria-label="trap" tabIndex={-1}>
          <button type="button">first</button>
          <button type="button" onClick={() => setOpen(false)}>
            last
          </button>
        </div>
      )}
    </>
  );
}

describe('internal infrastructure', () => {
  it('§9 narrow below 768 px body width, not at 768', () => {
    setViewportWidth(767);
    render(<NarrowProbe />);
    expect(screen.getByText('narrow')).toBeInTheDocument();
    act(() => setViewportWidth(768));
    expect(screen.getByText('wide')).toBeInTheDocument();
  });

  it('useIsNarrow and Portal are SSR-safe', () => {
    const html = renderToString(
      <>
        <NarrowProbe />
        <Portal>
          <p>in portal</p>
        </Portal>
      </>,
    );
    expect(html).toContain('wide');
    expect(html).not.toContain('in portal');
  });

  it('Portal renders into document.body', () => {
    const { container } = render(
      <Portal>
        <p>ported</p>
      </Portal>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.getByText('ported').parentElement).toBe(document.body);
  });

  it('focus trap keeps Tab inside and returns focus on close', async () => {
    const user = userEvent.setup();
    render(<TrapDemo />);
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'first' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'first' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'last' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
