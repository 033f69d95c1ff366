/**
 * The error screen's illustration (spec §2): a magnifier over an empty page.
 * Inline SVG in theme colours, so it needs no request and follows the centre's palette.
 */
export function NotFoundIllustration({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 240 180" className={className} fill="none" strokeLinecap="round" strokeLinejoin="round">
      <rect x="40" y="20" width="110" height="140" rx="10" className="fill-background stroke-primary" strokeWidth="4" />
      <path d="M62 52h66M62 72h50M62 92h58M62 112h36" className="stroke-primary/40" strokeWidth="6" />
      <circle cx="160" cy="104" r="36" className="fill-background stroke-secondary" strokeWidth="8" />
      <path d="M186 130l30 30" className="stroke-secondary" strokeWidth="12" />
      <path d="M148 92l24 24M172 92l-24 24" className="stroke-primary" strokeWidth="6" />
    </svg>
  );
}
