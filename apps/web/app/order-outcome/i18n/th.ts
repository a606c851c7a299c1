import type { OrderOutcomeMessages } from './en.ts';

export const orderOutcomeTh: OrderOutcomeMessages = {
  filled: 'จับคู่แล้ว {{size}} {{coin}} ที่ราคา {{price}}',
  partlyFilledResting: 'จับคู่บางส่วน {{filled}} จาก {{size}} {{coin}} ที่ราคา {{price}} ส่วนที่เหลือรออยู่ในสมุดคำสั่ง',
  partlyFilledCancelled:
    'จับคู่บางส่วน {{filled}} จาก {{size}} {{coin}} ที่ราคา {{price}} ส่วนที่เหลือถูกยกเลิก: {{reason}}',
  resting: 'ส่งคำสั่งแล้ว',
  notFilled: 'ไม่ได้จับคู่: {{reason}}',
  reasonNoLiquidity: 'สภาพคล่องในสมุดคำสั่งไม่เพียงพอ',
  reasonPostOnly: 'คำสั่งแบบ Post-only จะถูกจับคู่ทันที',
  reasonSelfTrade: 'คำสั่งจะจับคู่กับคำสั่งของคุณเอง',
  reasonReduceOnly: 'คำสั่งแบบลดสถานะเท่านั้นต้องไม่เกินสถานะของคุณ',
  reasonUser: 'คุณยกเลิกเอง',
  reasonUnknown: 'คำสั่งถูกยกเลิก',
};
