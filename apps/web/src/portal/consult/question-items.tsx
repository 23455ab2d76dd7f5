import { CONSULT_CATEGORIES, CONSULT_LIMITS, type FileRef } from '@cityip/contracts';
import { Checkbox, Form, type FormRule, Input, Select } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../admin/shared/file-upload-field.js';

/** The question's own fields, as both the visitor's and the account's form hold them. */
export interface QuestionValues {
  category?: string;
  title?: string;
  question?: string;
  publishable?: boolean;
  files?: FileRef[];
}

export const QUESTION_FIELDS = ['category', 'title', 'question', 'publishable', 'files'] as const;

/**
 * The files picked for a question, kept in the page until the question is sent with them: the
 * upload field lists them as file references (checked for type and size as uploads are), the
 * question's request carries the files themselves.
 */
export function usePickedFiles() {
  const files = useRef(new Map<string, File>());
  const counter = useRef(0);
  return {
    keep: async (file: File): Promise<FileRef> => {
      counter.current += 1;
      const id = `picked-${counter.current}`;
      files.current.set(id, file);
      return { id, name: file.name, mime: file.type, size: file.size };
    },
    filesOf: (refs: readonly FileRef[] | undefined): File[] =>
      (refs ?? []).flatMap((ref) => {
        const file = files.current.get(ref.id);
        return file ? [file] : [];
      }),
  };
}

/**
 * Category, title, the question with its length counter, up to three attachments and whether it
 * may be published; `rulesFor` checks each as the contract does.
 */
export function QuestionItems({
  rulesFor,
  keepFile,
}: {
  rulesFor: (field: string) => FormRule[];
  keepFile: (file: File) => Promise<FileRef>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="category" label={t('consult.field.category')} rules={rulesFor('category')} required>
        <Select
          placeholder={t('consult.form.categoryPlaceholder')}
          options={CONSULT_CATEGORIES.map((category) => ({
            value: category,
            label: t(`consult.category.${category}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="title" label={t('consult.field.title')} rules={rulesFor('title')} required>
        <Input maxLength={CONSULT_LIMITS.title} showCount />
      </Form.Item>
      <Form.Item
        name="question"
        label={t('consult.field.question')}
        rules={rulesFor('question')}
        extra={t('consult.form.questionHint')}
        required
      >
        <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} maxLength={CONSULT_LIMITS.question} showCount />
      </Form.Item>
      <Form.Item name="files" label={t('consult.field.files')}>
        <FileUploadField max={CONSULT_LIMITS.files} upload={keepFile} linked={false} />
      </Form.Item>
      <Form.Item name="publishable" valuePropName="checked" extra={t('consult.form.publishableHint')}>
        <Checkbox>{t('consult.form.publishable')}</Checkbox>
      </Form.Item>
    </>
  );
}
