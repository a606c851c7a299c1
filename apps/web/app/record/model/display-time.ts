const pad = (value: number) => String(value).padStart(2, '0');

/** Spec §9 default datetime format, yyyy-MM-dd HH:mm:ss, in the browser's time zone. */
export function displayTime(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** The stem date of an exported file's name, yyyyMMdd, local. */
export function fileDate(date: Date): string {
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
}
