import { useColorMode } from '../color-mode/use-color-mode';
import { HEADING_TAGS, type HeadingLevel } from './heading-level';

/** Props of {@link LogoBlock}. */
export type LogoBlockProps = {
  /** The application name: the logo's alternative text, or the heading when there is no logo. */
  appName: string;
  /** The centre's website logo. */
  logoUrl?: string | null;
  /** The centre's logo for dark mode; used only in dark mode and when present. */
  darkModeLogoUrl?: string | null;
  /** Heading level of the name (1 by default); a header on pages with their own h1 wants a lower one. */
  headingLevel?: HeadingLevel;
  /** Extra classes for the image or heading. */
  className?: string;
};

/**
 * The centre's logo (its dark-mode logo in dark mode, when it has one),
 * otherwise the application name as a heading (spec §2).
 */
export function LogoBlock({ appName, logoUrl, darkModeLogoUrl, headingLevel = 1, className }: LogoBlockProps) {
  const { mode } = useColorMode();
  const source = (mode === 'dark' && darkModeLogoUrl) || logoUrl;
  if (source) {
    return <img src={source} alt={appName} className={`h-9 w-auto max-w-44 object-contain ${className ?? ''}`} />;
  }
  const Heading = HEADING_TAGS[headingLevel];
  return (
    <Heading className={`font-heading text-lg font-bold tracking-tight ${className ?? ''}`}>{appName}</Heading>
  );
}
