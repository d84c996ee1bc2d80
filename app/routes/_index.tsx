import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { LoaderFunctionArgs } from '@remix-run/node';

export const meta: MetaFunction = () => [
  { title: 'Jyoti Institute of Computer & Vocational Training' },
  { name: 'description', content: 'Diploma and advance diploma courses in computers and vocational trades.' },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const settings = await context.api.settings.get();
  return { admissionSession: settings.admissionSession };
}

export default function Home() {
  const { admissionSession } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Jyoti Institute of Computer &amp; Vocational Training</h1>
      <p>Admissions open for {admissionSession}.</p>
    </main>
  );
}

export { publicPageHeaders as headers } from '~/utils/http';
