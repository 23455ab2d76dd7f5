import app from './en-US.js';
import { catalogueOf, type MessageCatalogue } from './resources.js';

// The `locale` query makes the build keep only this language of each module (build/locale-slice.ts);
// import.meta.glob takes literals only, hence one such file per language.
export default catalogueOf('en-US', {
  contracts: import.meta.glob<MessageCatalogue>('../../../../packages/contracts/src/messages.ts', {
    eager: true,
    query: { locale: 'en-US' },
    import: 'MESSAGES',
  }),
  app,
  features: import.meta.glob<MessageCatalogue>('../**/messages.ts', {
    eager: true,
    query: { locale: 'en-US' },
    import: 'default',
  }),
});
