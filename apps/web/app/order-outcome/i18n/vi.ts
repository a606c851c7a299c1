import type { OrderOutcomeMessages } from './en.ts';

export const orderOutcomeVi: OrderOutcomeMessages = {
  filled: 'Đã khớp {{size}} {{coin}} ở giá {{price}}',
  partlyFilledResting:
    'Đã khớp một phần {{filled}} trên {{size}} {{coin}} ở giá {{price}}; phần còn lại đang chờ trên sổ lệnh',
  partlyFilledCancelled:
    'Đã khớp một phần {{filled}} trên {{size}} {{coin}} ở giá {{price}}; phần còn lại đã bị hủy: {{reason}}',
  resting: 'Đã đặt lệnh.',
  notFilled: 'Chưa khớp: {{reason}}',
  reasonNoLiquidity: 'sổ lệnh không đủ thanh khoản',
  reasonPostOnly: 'lệnh post-only lẽ ra sẽ khớp ngay',
  reasonSelfTrade: 'lệnh lẽ ra sẽ khớp với lệnh của chính bạn',
  reasonReduceOnly: 'lệnh chỉ giảm không được lớn hơn vị thế của bạn',
  reasonUser: 'bạn đã hủy',
  reasonUnknown: 'lệnh đã bị hủy',
};
