// Icons are imported one file each: the package root would put every icon (~1 MB)
// into the shared chunk, since shared modules are not tree-shaken.
export { default as AppstoreOutlined } from '@ant-design/icons/es/icons/AppstoreOutlined';
export { default as BellOutlined } from '@ant-design/icons/es/icons/BellOutlined';
export { default as CreditCardOutlined } from '@ant-design/icons/es/icons/CreditCardOutlined';
export { default as LogoutOutlined } from '@ant-design/icons/es/icons/LogoutOutlined';
export { default as NotificationOutlined } from '@ant-design/icons/es/icons/NotificationOutlined';
export { default as PlayCircleOutlined } from '@ant-design/icons/es/icons/PlayCircleOutlined';
export { default as SettingOutlined } from '@ant-design/icons/es/icons/SettingOutlined';
export { default as ShopOutlined } from '@ant-design/icons/es/icons/ShopOutlined';
export { default as TagsOutlined } from '@ant-design/icons/es/icons/TagsOutlined';
export { default as DeleteOutlined } from '@ant-design/icons/es/icons/DeleteOutlined';
export { default as MinusCircleOutlined } from '@ant-design/icons/es/icons/MinusCircleOutlined';
export { default as PlusOutlined } from '@ant-design/icons/es/icons/PlusOutlined';
export { default as UploadOutlined } from '@ant-design/icons/es/icons/UploadOutlined';
export { default as ClockCircleOutlined } from '@ant-design/icons/es/icons/ClockCircleOutlined';
