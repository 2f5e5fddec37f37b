// The heavy antd components: forms, pickers, tables and their inputs, shared at run time as
// a second federation module (`@menu/shared/antd/editor`) that loads with the first editor
// opened, not with the first screen. Both sets must come from the same app (one antd
// ConfigProvider context for both): with the 'loaded-first' strategy the first app to
// register a version (the shell, at start) provides it, and the two versions move together
// (ANTD_SET_REVISION in shared/federation/index.cjs).
export {
  Checkbox,
  ColorPicker,
  DatePicker,
  Form,
  InputNumber,
  Popconfirm,
  Progress,
  Radio,
  Segmented,
  Select,
  Steps,
  Table,
} from 'antd';
