import { useLingui } from '@lingui/react/macro';
import { fetchManagedPages, useApiClient, useCurrentCenter, usePageMutations } from '@platform/api-client';
import { ACCESSIBILITY_EVALUATION_DATE, ACCESSIBILITY_STATEMENT_SLUG, OMBUDSMAN_URL } from '@platform/contracts';
import { formatDate } from '@platform/i18n';
import { Button, useFailureToast } from '@platform/ui';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { newBlockId } from '../utils/page-form';

/**
 * "Edit accessibility statement": opens the centre's `toegankelijkheid` page
 * in the editor, first creating it (a draft) with the public site's default
 * statement as its text, so staff change what they need and publish it.
 */
export function AccessibilityStatementButton({ publicSiteUrl }: { publicSiteUrl: string }) {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const navigate = useNavigate();
  const showFailure = useFailureToast();
  const { center } = useCurrentCenter();
  const { create } = usePageMutations();
  const [isOpening, setOpening] = useState(false);

  const defaultMarkdown = () => {
    const centerName = center.name;
    // The site's host names the website in the statement's scope.
    const siteHost = new URL(publicSiteUrl, window.location.href).host;
    const evaluated = formatDate(ACCESSIBILITY_EVALUATION_DATE, i18n.locale);
    const email = center.profile?.contactPersonEmail;
    const contactPath = '/contactformulier';
    const ombudsman = OMBUDSMAN_URL;
    return [
      t`${centerName} wants everyone to be able to use this website.`,
      `## ${t`Status`}`,
      t`This website partially complies with the Web Content Accessibility Guidelines (WCAG) 2.2, level AA, the standard the Dutch accessibility decree (Besluit digitale toegankelijkheid overheid) refers to.`,
      `## ${t`Scope`}`,
      t`This statement applies to the website ${siteHost}.`,
      `## ${t`Last evaluation`}`,
      t`The website was last evaluated on ${evaluated}: automated tests open its pages in a browser, in Dutch and English and in light and dark mode, and check them with axe-core against WCAG 2.2 A and AA.`,
      `## ${t`Known issues`}`,
      t`Automated tests find only part of what the guidelines ask. Texts, images and documents that the centre and organisations add themselves are not always checked. We fix problems that are reported to us as soon as we can and keep testing new pages.`,
      `## ${t`Reporting a problem`}`,
      t`Can you not use part of this website, or do you have a question or a suggestion about its accessibility? Let us know.`,
      [email ? `- ${t`By e-mail: [${email}](mailto:${email})`}` : null, `- ${t`Through our [contact form](${contactPath})`}`]
        .filter(Boolean)
        .join('\n'),
      `## ${t`Enforcement`}`,
      t`Are you not satisfied with how your complaint was handled, or did we not answer in time? Then you can contact the [Nationale ombudsman](${ombudsman}).`,
    ].join('\n\n');
  };

  const open = async () => {
    setOpening(true);
    try {
      const { pages } = await fetchManagedPages(client, { text: ACCESSIBILITY_STATEMENT_SLUG });
      const page =
        pages.find((candidate) => candidate.slug === ACCESSIBILITY_STATEMENT_SLUG) ??
        (await create.mutateAsync({
          title: t`Accessibility statement`,
          slug: ACCESSIBILITY_STATEMENT_SLUG,
          blocks: [{ id: newBlockId(), type: 'MarkdownText', props: { markdown: defaultMarkdown() } }],
        }));
      await navigate({ to: '/content/pages/$id', params: { id: page.id } });
    } catch (error) {
      showFailure(t`The accessibility statement could not be opened`, error);
      setOpening(false);
    }
  };

  return (
    <Button variant="outline" disabled={isOpening} onClick={() => void open()}>
      {t`Edit accessibility statement`}
    </Button>
  );
}
