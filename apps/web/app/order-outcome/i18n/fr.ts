import type { OrderOutcomeMessages } from './en.ts';

export const orderOutcomeFr: OrderOutcomeMessages = {
  filled: '{{size}} {{coin}} exécuté à {{price}}',
  partlyFilledResting:
    '{{filled}} sur {{size}} {{coin}} exécuté partiellement à {{price}} ; le reste est dans le carnet d’ordres',
  partlyFilledCancelled:
    '{{filled}} sur {{size}} {{coin}} exécuté partiellement à {{price}} ; le reste a été annulé : {{reason}}',
  resting: 'Ordre passé.',
  notFilled: 'Non exécuté : {{reason}}',
  reasonNoLiquidity: 'liquidité insuffisante dans le carnet d’ordres',
  reasonPostOnly: 'un ordre post-only aurait été exécuté immédiatement',
  reasonSelfTrade: 'il aurait été exécuté contre votre propre ordre',
  reasonReduceOnly: 'un ordre de réduction seule ne peut pas dépasser votre position',
  reasonUser: 'annulé par vous',
  reasonUnknown: 'l’ordre a été annulé',
};
