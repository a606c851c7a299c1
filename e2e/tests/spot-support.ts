import type { Locator } from '@playwright/test';

/**
 * Reads a book row's price and clicks it in one step of the page: the live book re-renders every
 * frame, so reading and clicking separately could pick a price that has already moved.
 */
export async function clickRowReadingPrice(row: Locator): Promise<string> {
  return row.evaluate((button: HTMLElement) => {
    const price = button.querySelector('.spot-book__price')?.textContent ?? '';
    button.click();
    return price;
  });
}
