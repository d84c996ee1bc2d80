// The framework floor's one page: a heading and a link (Remix's own link component).
import { Link } from '@remix-run/react';

export default function Index() {
  return (
    <main>
      <h1>Floor</h1>
      <Link to="/">Home</Link>
    </main>
  );
}
