import type { ReactNode } from 'react';
import { usePageBlocksContext } from '../page-blocks-context';
import { EXTERNAL_REL, linkKind } from './link-kind';

export type BlockLinkProps = { href: string; className?: string; children: ReactNode };

/**
 * A link of a block: internal paths through the host's `renderLink` (its
 * router), http(s) links with `rel="noopener noreferrer"`, `mailto:`/`tel:`
 * as they are. A link that is not safe ({@link linkKind}) is left out and only
 * its content shown.
 */
export function BlockLink({ href, className, children }: BlockLinkProps) {
  const { renderLink } = usePageBlocksContext();
  const kind = linkKind(href);
  if (kind === 'refused') return <>{children}</>;
  if (kind === 'internal') return <>{renderLink({ href, className, children })}</>;
  return (
    <a href={href} className={className} rel={kind === 'external' ? EXTERNAL_REL : undefined}>
      {children}
    </a>
  );
}
