// The institute's mark: a book under a mortarboard, drawn inline (no image request).
export function LogoMark({ size = 44 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b4f8a" />
      <circle cx="32" cy="34" r="22" fill="#0e5fa6" />
      <path d="M32 10l20 9-20 9-20-9z" fill="#f5b700" />
      <path d="M49 19v10" stroke="#f5b700" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="49" cy="31" r="2.5" fill="#f5b700" />
      <path d="M14 34c7-3 13-2 18 2 5-4 11-5 18-2v17c-7-3-13-2-18 2-5-4-11-5-18-2z" fill="#fff" />
      <path d="M32 36v17" stroke="#0b4f8a" strokeWidth="2" />
      <path
        d="M18 39c4-1 7-1 10 1M18 44c4-1 7-1 10 1M36 40c3-2 6-2 10-1M36 45c3-2 6-2 10-1"
        stroke="#9db8d6"
        strokeWidth="1.6"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

/** The institute's uploaded logo when staff set one, else the drawn mark. Decorative: the name is beside it. */
export function InstituteLogo({ url, size = 44 }: { url: string; size?: number }) {
  if (!url) return <LogoMark size={size} />;
  return <img src={url} alt="" width={size} height={size} style={{ objectFit: 'contain' }} decoding="async" />;
}
