// Decorative inline illustrations (no image downloads). Always aria-hidden
// by their container.

/** A computer lab desk: monitor with a spreadsheet, books and a certificate. */
export function LabIllustration() {
  return (
    <svg viewBox="0 0 420 320" width="420" height="320" focusable="false">
      <circle cx="220" cy="160" r="150" fill="rgb(255 255 255 / 8%)" />
      <rect x="60" y="250" width="320" height="14" rx="7" fill="#f5b700" />
      <rect x="95" y="70" width="220" height="150" rx="12" fill="#fff" />
      <rect x="107" y="82" width="196" height="120" rx="6" fill="#e8f1fa" />
      <rect x="117" y="94" width="70" height="10" rx="3" fill="#0b4f8a" />
      {[0, 1, 2, 3, 4].map((row) => (
        <g key={row}>
          <rect x="117" y={114 + row * 16} width="50" height="9" rx="2" fill="#9db8d6" />
          <rect x="173" y={114 + row * 16} width="50" height="9" rx="2" fill="#c9d9ea" />
          <rect x="229" y={114 + row * 16} width="62" height="9" rx="2" fill="#c9d9ea" />
        </g>
      ))}
      <rect x="190" y="220" width="30" height="30" fill="#d6dde6" />
      <rect x="160" y="244" width="90" height="8" rx="4" fill="#9db8d6" />
      <rect x="300" y="190" width="60" height="14" rx="3" fill="#1e7b34" />
      <rect x="306" y="176" width="54" height="14" rx="3" fill="#b42318" />
      <rect x="296" y="162" width="60" height="14" rx="3" fill="#f5b700" />
      <rect x="300" y="204" width="62" height="46" rx="4" fill="#fff" />
      <circle cx="331" cy="222" r="9" fill="#f5b700" />
      <path d="M326 230l-3 14 8-5 8 5-3-14" fill="#f5b700" />
      <g transform="translate(40 150)">
        <rect width="62" height="78" rx="6" fill="#fff" />
        <rect x="10" y="12" width="42" height="6" rx="3" fill="#0b4f8a" />
        <rect x="10" y="26" width="34" height="5" rx="2.5" fill="#c9d9ea" />
        <rect x="10" y="38" width="40" height="5" rx="2.5" fill="#c9d9ea" />
        <rect x="10" y="50" width="28" height="5" rx="2.5" fill="#c9d9ea" />
        <path d="M14 64l6 6 12-12" stroke="#1e7b34" strokeWidth="4" fill="none" strokeLinecap="round" />
      </g>
      <path d="M340 60l30 14-30 14-30-14z" fill="#f5b700" />
      <path d="M322 80v14c0 5 8 9 18 9s18-4 18-9V80l-18 8z" fill="#fff" />
    </svg>
  );
}

/** Three map pins on a road: the three centres. */
export function CentresIllustration() {
  return (
    <svg viewBox="0 0 420 260" width="420" height="260" focusable="false">
      <path
        d="M10 210 C 120 150, 170 250, 260 170 S 380 120, 410 90"
        stroke="rgb(255 255 255 / 35%)"
        strokeWidth="18"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M10 210 C 120 150, 170 250, 260 170 S 380 120, 410 90"
        stroke="#f5b700"
        strokeWidth="3"
        strokeDasharray="10 10"
        fill="none"
      />
      {[
        [70, 150, '#f5b700'],
        [230, 150, '#fff'],
        [370, 70, '#fff'],
      ].map(([x, y, colour]) => (
        <g key={String(x)} transform={`translate(${x} ${y})`}>
          <path d="M0 40C-16 20-24 8-24-6a24 24 0 0 1 48 0C24 8 16 20 0 40z" fill={String(colour)} />
          <circle cx="0" cy="-6" r="9" fill="#0b4f8a" />
        </g>
      ))}
    </svg>
  );
}

/** A stack of course books. */
export function BooksIllustration() {
  return (
    <svg viewBox="0 0 420 280" width="420" height="280" focusable="false">
      <circle cx="210" cy="140" r="130" fill="rgb(255 255 255 / 8%)" />
      <rect x="90" y="210" width="240" height="34" rx="6" fill="#f5b700" />
      <rect x="110" y="176" width="210" height="34" rx="6" fill="#fff" />
      <rect x="100" y="142" width="220" height="34" rx="6" fill="#9db8d6" />
      <rect x="120" y="108" width="190" height="34" rx="6" fill="#fff" />
      <rect x="130" y="120" width="80" height="8" rx="4" fill="#0b4f8a" />
      <rect x="120" y="188" width="100" height="8" rx="4" fill="#0b4f8a" />
      <rect x="110" y="222" width="120" height="8" rx="4" fill="#0a2540" />
      <path d="M215 40l60 28-60 28-60-28z" fill="#f5b700" />
      <path d="M180 80v22c0 8 16 14 35 14s35-6 35-14V80l-35 16z" fill="#fff" />
    </svg>
  );
}
