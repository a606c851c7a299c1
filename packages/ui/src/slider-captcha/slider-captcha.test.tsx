import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaptchaPuzzle, SliderValidation } from '@tideline/protocol/captcha';
import { describe, expect, it, vi } from 'vitest';
import { SliderCaptcha, type SliderCaptchaLabels } from './slider-captcha.tsx';
import { EMPTY_DRAG, KEY_STEP_PX, recordMove } from './slider-trajectory.ts';

const puzzle: CaptchaPuzzle = {
  captchaId: 'c-1',
  width: 320,
  height: 160,
  pieceWidth: 48,
  pieceY: 30,
  background: 'data:image/png;base64,AAAA',
  piece: 'data:image/png;base64,AAAA',
};
const labels: SliderCaptchaLabels = {
  title: 'Security check',
  hint: 'Drag the slider to fit the piece',
  slider: 'Puzzle piece position',
  refresh: 'New puzzle',
  close: 'Close',
  loading: 'Loading',
  failed: 'Not quite, try again',
};

function setup(status: 'ready' | 'loading' | 'failed' = 'ready') {
  let t = 0;
  const onSubmit = vi.fn<(v: SliderValidation) => void>();
  const onClose = vi.fn();
  const onRefresh = vi.fn();
  render(
    <SliderCaptcha
      puzzle={status === 'loading' ? undefined : puzzle}
      status={status}
      labels={labels}
      onSubmit={onSubmit}
      onClose={onClose}
      onRefresh={onRefresh}
      now={() => {
        t += 100;
        return t;
      }}
    />,
  );
  return { onSubmit, onClose, onRefresh };
}

describe('§4 slider captcha widget', () => {
  it('is a labelled slider from 0 to width minus piece', () => {
    setup();
    const slider = screen.getByRole('slider', { name: labels.slider });
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '272');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('moves by keyboard (arrows, Shift for 1 px, Home/End) and submits with Enter as keyboard input', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup();
    const slider = screen.getByRole('slider');
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Shift>}{ArrowRight}{/Shift}');
    expect(slider).toHaveAttribute('aria-valuenow', String(3 * KEY_STEP_PX + 1));
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '272');
    await user.keyboard('{Home}{ArrowRight}{Enter}');
    const validation = onSubmit.mock.calls[0]?.[0];
    expect(validation?.captchaId).toBe('c-1');
    expect(validation?.input).toBe('keyboard');
    expect(validation?.x).toBe(KEY_STEP_PX);
    expect(validation?.trajectory.length).toBe(7);
  });

  it('records a pointer drag and submits on release', () => {
    const { onSubmit } = setup();
    const slider = screen.getByRole('slider');
    fireEvent.pointerDown(slider, { clientX: 10, clientY: 5, pointerId: 1 });
    for (const x of [30, 60, 90, 110, 120])
      fireEvent.pointerMove(slider, { clientX: x, clientY: 6, pointerId: 1 });
    fireEvent.pointerUp(slider, { clientX: 121, clientY: 6, pointerId: 1 });
    const validation = onSubmit.mock.calls[0]?.[0];
    expect(validation?.input).toBe('pointer');
    expect(validation?.x).toBe(111);
    expect(validation?.trajectory.map((p) => p[1])).toEqual([0, 20, 50, 80, 100, 110, 111]);
  });

  it('Escape and the close button close; the refresh button asks for a new puzzle', async () => {
    const user = userEvent.setup();
    const { onClose, onRefresh } = setup();
    screen.getByRole('slider').focus();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: labels.refresh }));
    await user.click(screen.getByRole('button', { name: labels.close }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('shows loading while there is no puzzle, and the failure as an alert', () => {
    setup('loading');
    expect(screen.getByRole('status')).toHaveTextContent(labels.loading);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-disabled', 'true');
  });

  it('announces a failed answer', () => {
    setup('failed');
    expect(screen.getByRole('alert')).toHaveTextContent(labels.failed);
  });
});

describe('slider trajectory recording', () => {
  it('clamps to the track and stamps time from the first sample', () => {
    let d = recordMove(EMPTY_DRAG, 'pointer', -5, 0, 1000, 272);
    d = recordMove(d, 'pointer', 400, 3, 1250, 272);
    expect(d.x).toBe(272);
    expect(d.trajectory).toEqual([
      [0, 0, 0],
      [250, 272, 3],
    ]);
  });
});

describe('slider captcha in a right-to-left page', () => {
  it('keeps the puzzle left to right: ArrowRight moves the piece right', async () => {
    const user = userEvent.setup();
    document.documentElement.dir = 'rtl';
    try {
      setup();
      const slider = screen.getByRole('slider');
      expect(slider.closest('[dir="ltr"]')).not.toBeNull();
      slider.focus();
      await user.keyboard('{ArrowRight}');
      expect(slider).toHaveAttribute('aria-valuenow', String(KEY_STEP_PX));
    } finally {
      document.documentElement.dir = '';
    }
  });
});
