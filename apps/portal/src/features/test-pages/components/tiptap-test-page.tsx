import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from '@platform/ui';
import { useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { RichTextEditor } from '@portal/components/rich-text/rich-text-editor';
import { TestPageFrame } from './test-page-frame';

const schema = v.object({ body: v.string() });
const SAMPLE_HTML = '<p>Hallo <strong>wereld</strong></p>';

/** `/test/tiptap`: the rich-text editor the portal uses (vacancies, pages, mails) and the HTML it stores. */
export function TiptapTestPage() {
  const { t } = useLingui();
  return (
    <TestPageFrame pageKey="tiptap">
      <Form schema={schema} defaultValues={{ body: SAMPLE_HTML }} onSubmit={() => undefined} aria-label={t`Text editor`}>
        <RichTextEditor name="body" label={t`Text`} />
        <HtmlOutput />
      </Form>
    </TestPageFrame>
  );
}

function HtmlOutput() {
  const html = useWatch({ name: 'body' }) as string;
  return (
    <section aria-labelledby="tiptap-html" className="mt-6">
      <h2 id="tiptap-html" className="font-heading text-xl font-semibold">
        <Trans>HTML</Trans>
      </h2>
      <pre tabIndex={0} className="mt-2 overflow-auto whitespace-pre-wrap rounded-theme bg-black/5 p-4 text-sm dark:bg-white/10">
        <output>{html}</output>
      </pre>
    </section>
  );
}
