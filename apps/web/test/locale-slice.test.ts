import { describe, expect, it } from 'vitest';
import { localiseMessageImports } from '../build/locale-slice.js';

describe('locale-slice: message modules imported by a sliced catalogue', () => {
  it('asks relative message modules for the same language, and leaves every other import alone', () => {
    const source = [
      "import type { Locale } from './constants.js';",
      "import { WATCH_MESSAGES_EN, WATCH_MESSAGES_ZH } from './watch-messages.js';",
      'import { A } from "../shared/messages.js";',
      "import { z } from 'zod';",
      "import { B } from './messages-kit.js';",
    ].join('\n');
    expect(localiseMessageImports(source, 'zh-CN').split('\n')).toEqual([
      "import type { Locale } from './constants.js';",
      "import { WATCH_MESSAGES_EN, WATCH_MESSAGES_ZH } from './watch-messages.js?locale=zh-CN';",
      'import { A } from "../shared/messages.js?locale=zh-CN";',
      "import { z } from 'zod';",
      "import { B } from './messages-kit.js';",
    ]);
  });
});
