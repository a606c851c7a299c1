import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Drawer, type DrawerProps } from './Drawer.tsx';

function DrawerDemo(props: Partial<DrawerProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Settings
      </button>
      <Drawer title="Preferences" {...props} open={open} onClose={() => setOpen(false)}>
        <label>
          Nickname <input />
        </label>
      </Drawer>
    </>
  );
}

describe('drawer', () => {
  it('§4 opens and closes through its visible flag', async () => {
    const user = userEvent.setup();
    render(<DrawerDemo />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.getByRole('dialog', { name: 'Preferences' })).toHaveAttribute('aria-modal', 'true');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('§9 defaults to 30% sliding from the right (rtl)', async () => {
    const user = userEvent.setup();
    render(<DrawerDemo />);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('data-direction', 'rtl');
    expect(dialog).toHaveStyle({ inlineSize: '30%' });
  });

  it('§9 ltr, ttb and btt: width for side drawers, height for top and bottom', () => {
    const { rerender } = render(<Drawer open onClose={() => {}} aria-label="d" direction="ltr" size={320} />);
    expect(screen.getByRole('dialog', { name: 'd' })).toHaveStyle({ inlineSize: '320px' });
    for (const direction of ['ttb', 'btt'] as const) {
      rerender(<Drawer open onClose={() => {}} aria-label="d" direction={direction} />);
      const dialog = screen.getByRole('dialog', { name: 'd' });
      expect(dialog).toHaveAttribute('data-direction', direction);
      expect(dialog).toHaveStyle({ blockSize: '30%' });
    }
  });

  it('§5 Escape and an outside click close it, and focus returns to the opener', async () => {
    const user = userEvent.setup();
    render(<DrawerDemo />);
    const opener = screen.getByRole('button', { name: 'Settings' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.click(screen.getByTestId('tl-modal-layer'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('wrapperClosable=false and closeOnPressEscape=false keep it open', async () => {
    const user = userEvent.setup();
    render(<DrawerDemo wrapperClosable={false} closeOnPressEscape={false} />);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(screen.getByTestId('tl-modal-layer'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('§9 overlays stack from z-index 2000, each newer one above the last', () => {
    render(
      <>
        <Drawer open onClose={() => {}} aria-label="first" />
        <Drawer open onClose={() => {}} aria-label="second" />
      </>,
    );
    const [first, second] = screen
      .getAllByTestId('tl-modal-layer')
      .map((layer) => Number(layer.style.zIndex));
    expect(first).toBeGreaterThanOrEqual(2000);
    expect(second).toBeGreaterThan(first!);
  });
});
