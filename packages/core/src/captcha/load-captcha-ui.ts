// The slider UI is a lazily loaded chunk served from the product's own origin (spec §7); a load
// failure or abort is logged and rejected (spec §8), so the caller can fall back to the message.
export async function loadCaptchaUi<T>(
  importer: () => Promise<T>,
  log: (message: string) => void,
  signal?: AbortSignal,
): Promise<T> {
  if (signal?.aborted) {
    log('captcha UI load aborted');
    throw new Error('captcha UI load aborted');
  }
  const aborted = new Promise<never>((_, reject) => {
    signal?.addEventListener('abort', () => {
      log('captcha UI load aborted');
      reject(new Error('captcha UI load aborted'));
    });
  });
  try {
    return await Promise.race([importer(), aborted]);
  } catch (error) {
    if (!(error instanceof Error && error.message === 'captcha UI load aborted')) {
      log(`captcha UI failed to load: ${error instanceof Error ? error.message : String(error)}`);
    }
    throw error;
  }
}
