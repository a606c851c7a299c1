import { describe, expect, it, vi } from 'vitest';
import {
  AUDIO_FINGERPRINT_SAMPLE_COUNT,
  AUDIO_FINGERPRINT_SAMPLE_RATE,
  type AudioRenderingContext,
  renderAudioComponent,
  summariseAudioSamples,
} from './audio-component.ts';

function fakeContextFactory(samples: Float32Array) {
  const param = () => ({ setValueAtTime: vi.fn() });
  const connections: string[] = [];
  const destination = { name: 'destination' } as unknown as AudioNode;
  const compressor = Object.assign({ name: 'compressor' } as unknown as AudioNode, {
    threshold: param(),
    knee: param(),
    ratio: param(),
    attack: param(),
    release: param(),
    connect: (node: AudioNode) =>
      connections.push(`compressor->${(node as unknown as { name: string }).name}`),
  });
  const oscillator = {
    type: 'sine' as OscillatorType,
    frequency: param(),
    connect: (node: AudioNode) =>
      connections.push(`oscillator->${(node as unknown as { name: string }).name}`),
    start: vi.fn(),
  };
  const context: AudioRenderingContext = {
    destination,
    createOscillator: () => oscillator,
    createDynamicsCompressor: () => compressor,
    startRendering: async () => ({ getChannelData: () => samples }),
  };
  const create = vi.fn((_channels: number, _length: number, _rate: number) => context);
  return { create, connections, oscillator };
}

describe('audio component', () => {
  it('§9 renders 5000 samples at 44100 Hz on one channel', async () => {
    const { create } = fakeContextFactory(new Float32Array(AUDIO_FINGERPRINT_SAMPLE_COUNT));
    await renderAudioComponent(create);
    expect(create).toHaveBeenCalledWith(1, 5000, 44100);
    expect(AUDIO_FINGERPRINT_SAMPLE_RATE).toBe(44100);
  });

  it('routes a triangle oscillator through the compressor and summarises the rendered signal', async () => {
    const samples = new Float32Array([0.5, -0.25, 0.125]);
    const { create, connections, oscillator } = fakeContextFactory(samples);
    await expect(renderAudioComponent(create)).resolves.toBe(0.875);
    expect(oscillator.type).toBe('triangle');
    expect(connections).toEqual(['oscillator->compressor', 'compressor->destination']);
  });

  it('is null when the browser has no offline audio', async () => {
    await expect(renderAudioComponent(undefined)).resolves.toBeNull();
  });

  it('summarises samples as the sum of magnitudes, so a one-ulp change alters it', () => {
    expect(summariseAudioSamples([0.5, -0.25])).toBe(0.75);
    expect(summariseAudioSamples([0.5, -0.25 - 2 ** -40])).not.toBe(0.75);
    expect(summariseAudioSamples([])).toBe(0);
  });
});
