import { data } from 'react-router';

// Pages that do not exist yet are not faked: the root error boundary shows the localised 404.
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
