import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const STEPS = [
  {
    title: msg`Discover what suits you`,
    text: msg`Browse volunteer work and activities from organisations in your area. Big or small, once or every week.`,
  },
  {
    title: msg`Get to know each other`,
    text: msg`Respond to an opportunity that appeals to you. The organisation will contact you for an informal introduction.`,
  },
  {
    title: msg`Get started`,
    text: msg`Lend a hand, meet new people and see what your effort means to others.`,
  },
];

export function HowItWorks() {
  const { i18n } = useLingui();
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-20">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2
          id="how-it-works-title"
          className="font-heading text-2xl font-bold tracking-tight sm:text-3xl"
        >
          <Trans>How it works</Trans>
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li
              key={step.title.id}
              className="rounded-theme border border-black/10 bg-background p-6 shadow-sm dark:border-white/15"
            >
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-on-primary"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-heading text-lg font-semibold">{i18n._(step.title)}</h3>
              <p className="mt-2 leading-relaxed">{i18n._(step.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
