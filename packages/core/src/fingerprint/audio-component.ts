/** §9: the audio component renders 5000 samples at 44100 Hz. */
export const AUDIO_FINGERPRINT_SAMPLE_COUNT = 5000;
export const AUDIO_FINGERPRINT_SAMPLE_RATE = 44100;

interface AudioParamLike {
  setValueAtTime(value: number, startTime: number): unknown;
}

/** The part of OfflineAudioContext the audio component uses, so tests can supply a fake. */
export interface AudioRenderingContext {
  readonly destination: AudioNode;
  createOscillator(): {
    type: OscillatorType;
    readonly frequency: AudioParamLike;
    connect(destination: AudioNode): unknown;
    start(when?: number): void;
  };
  createDynamicsCompressor(): AudioNode & {
    readonly threshold: AudioParamLike;
    readonly knee: AudioParamLike;
    readonly ratio: AudioParamLike;
    readonly attack: AudioParamLike;
    readonly release: AudioParamLike;
  };
  startRendering(): Promise<{ getChannelData(channel: number): Float32Array }>;
}

export type CreateAudioRenderingContext = (
  channels: number,
  length: number,
  sampleRate: number,
) => AudioRenderingContext;

/**
 * Reduces the rendered signal to one number. Audio stacks differ in their floating-point
 * rounding, so the sum of magnitudes differs between devices while staying stable on one device.
 */
export function summariseAudioSamples(samples: ArrayLike<number>): number {
  let sum = 0;
  for (let index = 0; index < samples.length; index += 1) sum += Math.abs(samples[index] ?? 0);
  return sum;
}

/** Renders a compressed triangle wave offline; null when the browser has no offline audio. */
export async function renderAudioComponent(
  createContext: CreateAudioRenderingContext | undefined,
): Promise<number | null> {
  if (!createContext) return null;
  const context = createContext(1, AUDIO_FINGERPRINT_SAMPLE_COUNT, AUDIO_FINGERPRINT_SAMPLE_RATE);
  const oscillator = context.createOscillator();
  oscillator.type = 'triangle';
  oscillator.frequency.setValueAtTime(10_000, 0);
  const compressor = context.createDynamicsCompressor();
  compressor.threshold.setValueAtTime(-50, 0);
  compressor.knee.setValueAtTime(40, 0);
  compressor.ratio.setValueAtTime(12, 0);
  compressor.attack.setValueAtTime(0, 0);
  compressor.release.setValueAtTime(0.25, 0);
  oscillator.connect(compressor);
  compressor.connect(context.destination);
  oscillator.start(0);
  const buffer = await context.startRendering();
  return summariseAudioSamples(buffer.getChannelData(0));
}

/** The browser's OfflineAudioContext, when it has one. */
export function browserAudioRenderingContext(): CreateAudioRenderingContext | undefined {
  if (typeof OfflineAudioContext === 'undefined') return undefined;
  return (channels, length, sampleRate) => new OfflineAudioContext(channels, length, sampleRate);
}
