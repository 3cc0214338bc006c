import { PageHeader } from '@/components/page-header';
import { GUIDE_SECTIONS } from './guide-sections';

/** /guide: the user guide shipped with the product (the Settings 'Guide' tile leads here). */
export function Component() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Guide"
        back="/settings"
        description="How to set up your organization, request and review leave, and keep everyone informed."
      />
      <nav aria-label="Contents" className="mb-8 rounded-xl border bg-card p-4 shadow-xs">
        <h2 className="mb-2 text-sm font-semibold">Contents</h2>
        <ol className="grid gap-1 text-sm sm:grid-cols-2">
          {GUIDE_SECTIONS.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="grid gap-10">
        {GUIDE_SECTIONS.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-20"
          >
            <h2 id={`${section.id}-title`} className="mb-3 text-lg font-semibold tracking-tight">
              {index + 1}. {section.title}
            </h2>
            <div className="grid gap-3 text-sm leading-relaxed text-foreground/90 [&_li]:pl-1 [&_ol]:grid [&_ol]:list-decimal [&_ol]:gap-2 [&_ol]:pl-5 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1.5 [&_ul]:pl-5">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
