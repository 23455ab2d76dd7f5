import { catalogueOf, type MessageCatalogue } from './resources.js';
import app from './zh-CN.js';

// The `locale` query makes the build keep only this language of each module (build/locale-slice.ts);
// import.meta.glob takes literals only, hence one such file per language.
export default catalogueOf('zh-CN', {
  contracts: import.meta.glob<MessageCatalogue>('../../../../packages/contracts/src/messages.ts', {
    eager: true,
    query: { locale: 'zh-CN' },
    import: 'MESSAGES',
  }),
  app,
  features: import.meta.glob<MessageCatalogue>('../**/messages.ts', {
    eager: true,
    query: { locale: 'zh-CN' },
    import: 'default',
  }),
});
