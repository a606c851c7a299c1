import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Finds the hole of the gateway's slider puzzle from its two images. The background is darkened to
 * 45% inside the hole and inside a decoy of the same shape; only at the true hole do the
 * background's pixels equal the piece's pixels times 0.45. Decoded with a canvas in the page.
 */
export async function holeX(dialog: Locator): Promise<number> {
  return dialog.evaluate(async (root) => {
    const load = async (selector: string) => {
      const image = root.querySelector<HTMLImageElement>(selector);
      if (!image) throw new Error(`no ${selector}`);
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      return context.getImageData(0, 0, canvas.width, canvas.height);
    };
    const background = await load('.tl-slider-captcha__background');
    const piece = await load('.tl-slider-captcha__piece');
    const pieceEl = root.querySelector<HTMLElement>('.tl-slider-captcha__piece');
    const pieceY = Number.parseInt(pieceEl?.style.insetBlockStart ?? '0', 10);
    let best = { x: 0, error: Number.POSITIVE_INFINITY };
    for (let x = 0; x + piece.width <= background.width; x += 1) {
      let error = 0;
      for (let dy = 0; dy < piece.height && error < best.error; dy += 1) {
        for (let dx = 0; dx < piece.width; dx += 1) {
          const p = (dy * piece.width + dx) * 4;
          if (piece.data[p + 3] !== 255) continue;
          const b = ((pieceY + dy) * background.width + x + dx) * 4;
          for (let channel = 0; channel < 3; channel += 1) {
            error += Math.abs(
              (background.data[b + channel] ?? 0) - Math.round((piece.data[p + channel] ?? 0) * 0.45),
            );
          }
        }
      }
      if (error < best.error) best = { x, error };
    }
    return best.x;
  });
}

/** Drags the slider's handle by `distance` pixels like a person: small steps, slowing, a pause, release. */
export async function dragHandle(page: Page, dialog: Locator, distance: number): Promise<void> {
  const handle = dialog.getByRole('slider');
  const box = await handle.boundingBox();
  if (!box) throw new Error('slider handle not visible');
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const steps = 30;
  for (let i = 1; i <= steps; i += 1) {
    // Ease-out: large steps first, small ones near the hole.
    const progress = 1 - (1 - i / steps) ** 2;
    await page.mouse.move(startX + distance * progress, y + (i % 3) - 1);
    await page.waitForTimeout(20);
  }
  await page.waitForTimeout(300);
  await page.mouse.up();
}

/** Waits for the gateway's captcha dialog and solves it. */
export async function solveSliderCaptcha(page: Page): Promise<void> {
  const dialog = page.locator('dialog.captcha-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('slider')).toHaveAttribute('aria-disabled', 'false');
  await dragHandle(page, dialog, await holeX(dialog));
}
