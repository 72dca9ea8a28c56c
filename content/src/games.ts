import { document, localeString, localeText } from './lib/documents';

// The games of the games carousels (schemas/documents/game.ts): shared by every page, translated per field.

const DEVICES = {
  xbox: localeString('Xbox controller', 'Xbox 手柄'),
  elite: localeString('Xbox Elite controller', 'Xbox Elite 手柄'),
  dualsense: localeString('DualSense', 'DualSense'),
  dualshock4: localeString('DualShock 4', 'DualShock 4'),
  switchPro: localeString('Switch Pro Controller', 'Switch Pro 手柄'),
  joyCon: localeString('Joy-Con pair', 'Joy-Con 一对'),
  steam: localeString('Steam Controller', 'Steam 手柄'),
  keyboardMouse: localeString('Keyboard and mouse', '键盘和鼠标'),
} as const;

type Device = keyof typeof DEVICES;

const game = (
  slug: string,
  name: [en: string, zhCN: string],
  genre: [en: string, zhCN: string],
  blurb: [en: string, zhCN: string],
  devices: Device[],
) =>
  document({
    _id: `game-${slug}`,
    _type: 'game',
    name: localeString(...name),
    genre: localeString(...genre),
    blurb: localeText(...blurb),
    worksWith: devices.map((device) => ({ _key: device, ...DEVICES[device] })),
  });

export const games = [
  game(
    'elden-ring',
    ['Elden Ring', '艾尔登法环'],
    ['Action RPG', '动作角色扮演'],
    [
      'Put the item pouch on a shift layer and gestures on a radial menu, so every action is one thumb away.',
      '把道具袋放进 Shift 层，把手势放进轮盘菜单，所有操作都在拇指触手可及之处。',
    ],
    ['xbox', 'dualsense', 'switchPro'],
  ),
  game(
    'stardew-valley',
    ['Stardew Valley', '星露谷物语'],
    ['Farming sim', '模拟经营'],
    [
      'Tools on the D-pad and the journal on a long press: a relaxed layout for a Joy-Con pair on the sofa.',
      '工具放在十字键上，日志设为长按打开：拿一对 Joy-Con 窝在沙发上也能轻松耕种。',
    ],
    ['joyCon', 'dualshock4', 'xbox'],
  ),
  game(
    'minecraft-java',
    ['Minecraft: Java Edition', '我的世界：Java 版'],
    ['Sandbox', '沙盒'],
    [
      'Mouse look on the right stick with three zones for fine building, hotbar slots on the bumpers.',
      '右摇杆模拟鼠标视角，分 3 个区域精细建造；快捷栏切换放在肩键上。',
    ],
    ['xbox', 'dualsense', 'steam'],
  ),
  game(
    'witcher-3',
    ['The Witcher 3: Wild Hunt', '巫师 3：狂猎'],
    ['Open-world RPG', '开放世界角色扮演'],
    [
      'Signs on a radial menu and a macro that drinks a potion and readies the sword with one press.',
      '法印放进轮盘菜单，再用一个宏一键喝药并拔剑。',
    ],
    ['elite', 'dualshock4', 'keyboardMouse'],
  ),
  game(
    'hollow-knight',
    ['Hollow Knight', '空洞骑士'],
    ['Metroidvania', '银河恶魔城'],
    [
      'Jump and dash on the face buttons you prefer, and the map on a two-button shortcut.',
      '跳跃和冲刺放到您顺手的按键上，地图用双键快捷键打开。',
    ],
    ['switchPro', 'xbox', 'keyboardMouse'],
  ),
  game(
    'flight-simulator',
    ['Microsoft Flight Simulator', '微软模拟飞行'],
    ['Simulation', '模拟飞行'],
    [
      'Gyro for the cockpit view, autopilot keys on a shift layer, and a second controller grouped with the first.',
      '用体感控制驾驶舱视角，自动驾驶按键放进 Shift 层，再把第二个手柄与第一个编为一组。',
    ],
    ['dualsense', 'switchPro', 'steam'],
  ),
  game(
    'cyberpunk-2077',
    ['Cyberpunk 2077', '赛博朋克 2077'],
    ['Action RPG', '动作角色扮演'],
    [
      'Turbo rapid fire on the trigger for semi-automatic weapons, and a driving slot with its own stick zones.',
      '扳机设为 Turbo 连发，适合半自动武器；驾驶另用一个配置槽，摇杆区域单独设置。',
    ],
    ['elite', 'xbox', 'dualsense'],
  ),
  game(
    'terraria',
    ['Terraria', '泰拉瑞亚'],
    ['Sandbox', '沙盒'],
    [
      'Ten hotbar keys on a radial menu and a Toggle that holds the attack button through long boss fights.',
      '十个快捷栏按键放进轮盘菜单，再用 Toggle 在漫长的 Boss 战中替您按住攻击键。',
    ],
    ['steam', 'dualshock4', 'joyCon'],
  ),
  game(
    'baldurs-gate-3',
    ["Baldur's Gate 3", '博德之门 3'],
    ['Tactical RPG', '策略角色扮演'],
    [
      'Camera keys on the left stick, the quick bar on a radial menu, and end turn on a double press.',
      '镜头按键映射到左摇杆，快捷栏放进轮盘菜单，双击结束回合。',
    ],
    ['xbox', 'dualsense', 'keyboardMouse'],
  ),
  game(
    'factorio',
    ['Factorio', '异星工厂'],
    ['Factory building', '工厂建造'],
    [
      'The mouse on the right stick, copy and paste on a shift layer, and rotate on a double press.',
      '右摇杆控制鼠标，复制和粘贴放进 Shift 层，双击即可旋转。',
    ],
    ['steam', 'elite', 'keyboardMouse'],
  ),
];

export const gameIds = games.map(({ _id }) => _id);
