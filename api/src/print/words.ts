import { BASE_LANGUAGE } from '@menu/shared/menu/languages'

/**
 * The print files' own words, per menu language (the owner's texts come translated in the
 * view model; dish facts use the public menu's words/). Tents and the poster are Spanish (the
 * restaurant's language, and the poster's legal text); the printable menu follows ?lang.
 */
export interface PrintWords {
  table: (n: number) => string
  scan: string
  /** Over the guest Wi-Fi's code: the network's name. */
  wifi: (name: string) => string
  /** The prices line; Mexico City asks that the poster say prices include taxes. */
  pricesTaxIncluded: (currency: string) => string
}

const WORDS: Record<string, PrintWords> = {
  es: {
    table: (n) => `Mesa ${n}`,
    scan: 'Escanea para ver el menú',
    wifi: (name) => `Wi-Fi: ${name}`,
    pricesTaxIncluded: (c) => `Precios en ${c}, IVA incluido`,
  },
  en: {
    table: (n) => `Table ${n}`,
    scan: 'Scan to see the menu',
    wifi: (name) => `Wi-Fi: ${name}`,
    pricesTaxIncluded: (c) => `Prices in ${c}, VAT included`,
  },
  fr: {
    table: (n) => `Table ${n}`,
    scan: 'Scannez pour voir le menu',
    wifi: (name) => `Wi-Fi : ${name}`,
    pricesTaxIncluded: (c) => `Prix en ${c}, TVA incluse`,
  },
  de: {
    table: (n) => `Tisch ${n}`,
    scan: 'Scannen, um die Speisekarte zu sehen',
    wifi: (name) => `WLAN: ${name}`,
    pricesTaxIncluded: (c) => `Preise in ${c}, inkl. MwSt.`,
  },
  it: {
    table: (n) => `Tavolo ${n}`,
    scan: 'Scansiona per vedere il menù',
    wifi: (name) => `Wi-Fi: ${name}`,
    pricesTaxIncluded: (c) => `Prezzi in ${c}, IVA inclusa`,
  },
  pt: {
    table: (n) => `Mesa ${n}`,
    scan: 'Escaneie para ver o cardápio',
    wifi: (name) => `Wi-Fi: ${name}`,
    pricesTaxIncluded: (c) => `Preços em ${c}, IVA incluído`,
  },
  ja: {
    table: (n) => `テーブル ${n}`,
    scan: 'スキャンしてメニューを見る',
    wifi: (name) => `Wi-Fi：${name}`,
    pricesTaxIncluded: (c) => `価格は${c}、税込`,
  },
  ko: {
    table: (n) => `테이블 ${n}`,
    scan: '스캔하여 메뉴 보기',
    wifi: (name) => `Wi-Fi: ${name}`,
    pricesTaxIncluded: (c) => `가격 ${c}, 부가세 포함`,
  },
  zh: {
    table: (n) => `${n} 号桌`,
    scan: '扫码查看菜单',
    wifi: (name) => `Wi-Fi：${name}`,
    pricesTaxIncluded: (c) => `价格以 ${c} 计，含增值税`,
  },
}

export const printWords = (lang: string): PrintWords => WORDS[lang] ?? WORDS[BASE_LANGUAGE]!
