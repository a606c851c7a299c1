import type { OrderOutcomeMessages } from './en.ts';

export const orderOutcomeId: OrderOutcomeMessages = {
  filled: 'Terisi {{size}} {{coin}} di {{price}}',
  partlyFilledResting:
    'Terisi sebagian {{filled}} dari {{size}} {{coin}} di {{price}}; sisanya menunggu di buku order',
  partlyFilledCancelled:
    'Terisi sebagian {{filled}} dari {{size}} {{coin}} di {{price}}; sisanya dibatalkan: {{reason}}',
  resting: 'Order dibuat.',
  notFilled: 'Tidak terisi: {{reason}}',
  reasonNoLiquidity: 'likuiditas di buku order tidak cukup',
  reasonPostOnly: 'order post-only akan langsung tereksekusi',
  reasonSelfTrade: 'order akan tereksekusi dengan order Anda sendiri',
  reasonReduceOnly: 'order reduce-only tidak boleh melebihi posisi Anda',
  reasonUser: 'dibatalkan oleh Anda',
  reasonUnknown: 'order dibatalkan',
};
