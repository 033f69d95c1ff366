// Typography for the generated HTML, which carries no classes of its own.
/** Classes of the Markdown container. */
export const PROSE = [
  'leading-relaxed text-lg',
  '[&>*+*]:mt-4',
  '[&_h2]:mt-10 [&_h2]:font-heading [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight',
  '[&_h3]:mt-8 [&_h3]:font-heading [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li+li]:mt-1',
  '[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:no-underline dark:[&_a]:text-primary-300',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-black/5 [&_code]:px-1 dark:[&_code]:bg-white/10',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-theme [&_pre]:bg-black/5 [&_pre]:p-4 dark:[&_pre]:bg-white/10',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-theme',
  '[&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-black/15 [&_td]:p-2 [&_th]:border [&_th]:border-black/15 [&_th]:p-2 [&_th]:text-left dark:[&_td]:border-white/20 dark:[&_th]:border-white/20',
  '[&_hr]:border-black/15 dark:[&_hr]:border-white/20',
].join(' ');
