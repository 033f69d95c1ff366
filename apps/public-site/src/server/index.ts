// The public site's server entry: built by `vite build --ssr` and used by the
// API in all-in-one mode (in-process) and by the site's own server.
export { pageDocument } from './page-document';
export {
  renderPage,
  type BrowserOnlyPage,
  type PageRequest,
  type RedirectedPage,
  type RenderedPage,
} from './render-page';
