export { RatesEditor, type RatesEditorProps } from './RatesEditor';
export { ratesEditorMessages, type RatesEditorMessages } from './RatesEditor.messages';
