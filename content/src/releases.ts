import { document, keyed, localeString } from './lib/documents';

// The release documents (spec 2, 3): /releases, /releases/release-{version} and the release notes
// history. Notes are short lines translated per field; installers are x64 for every version and ARM64
// from 6.0 on. Three old versions are discontinued, one per branch of the release-redirect rule:
// 5.2.2 has the page /discontinued-5.2.2 (content/src/pages/discontinued.ts), 5.4.1 names the version
// that replaced it, and 5.0.0 has neither, so its visitors land on /releases.

type Note = readonly [en: string, zhCN: string];

interface ReleaseCopy {
  version: string;
  releasedAt: string;
  title?: Note;
  newFeatures: readonly Note[];
  fixedIssues: readonly Note[];
  discontinued?: { at: string; redirectTo?: string };
}

const INSTALLERS = 'https://downloads.remapper.app';
const FIRST_ARM64_MAJOR = 6;

const notes = (items: readonly Note[], prefix: string) =>
  keyed(items.map(([en, zhCN]) => localeString(en, zhCN)), prefix);

function release({ version, releasedAt, title, newFeatures, fixedIssues, discontinued }: ReleaseCopy) {
  const arm64 = Number(version.split('.')[0]) >= FIRST_ARM64_MAJOR;
  return document(
    {
      _id: `release-${version.replaceAll('.', '-')}`,
      _type: 'release',
      version,
      releasedAt,
      ...(title ? { title: localeString(...title) } : {}),
      newFeatures: notes(newFeatures, 'feature'),
      fixedIssues: notes(fixedIssues, 'fix'),
      downloads: keyed(
        [
          {
            key: 'x64',
            _type: 'download',
            label: localeString('Download', '下载'),
            architecture: 'x64',
            url: `${INSTALLERS}/Remapper-${version}-x64.exe`,
          },
          ...(arm64
            ? [
                {
                  key: 'arm64',
                  _type: 'download',
                  label: localeString('Download for ARM', '下载 ARM 版'),
                  architecture: 'arm64',
                  url: `${INSTALLERS}/Remapper-${version}-arm64.exe`,
                },
              ]
            : []),
        ],
      ),
      discontinued: discontinued !== undefined,
      ...(discontinued ? { discontinuedAt: discontinued.at } : {}),
      ...(discontinued?.redirectTo ? { redirectTo: discontinued.redirectTo } : {}),
    },
    {
      createdAt: `${releasedAt}T10:00:00Z`,
      updatedAt: discontinued ? `${discontinued.at}T10:00:00Z` : `${releasedAt}T10:00:00Z`,
    },
  );
}

export const releases = [
  release({
    version: '5.0.0',
    releasedAt: '2023-01-24',
    title: ['Remapper 5.0: a new editor and slots', 'Remapper 5.0：全新编辑器与配置槽'],
    newFeatures: [
      ['A new config editor that shows your controller and what each button does', '全新的配置编辑器：直观显示您的手柄以及每个按键的功能'],
      ['Up to 4 slots per device, switched with a shortcut of 1 to 3 buttons', '每个设备最多 4 个配置槽，用 1 到 3 个按键组成的快捷键切换'],
      ['Virtual Xbox 360 controller emulation for games that only accept XInput', '虚拟 Xbox 360 手柄模拟，适用于只识别 XInput 的游戏'],
      ['Macros recorded from keyboard, mouse and controller input', '可录制键盘、鼠标和手柄输入的宏'],
    ],
    fixedIssues: [
      ['Triggers of some third-party Xbox controllers were read as buttons', '部分第三方 Xbox 手柄的扳机被识别为普通按键'],
    ],
    discontinued: { at: '2023-06-13' },
  }),
  release({
    version: '5.1.0',
    releasedAt: '2023-03-14',
    newFeatures: [
      ['Shift layers: up to 4 per config, held or toggled from any button', 'Shift 层：每个配置最多 4 层，可用任意按键按住或切换'],
      ['Rapid fire in Turbo and Toggle modes', '连发（Turbo）与按住锁定（Toggle）两种模式'],
      ['NVIDIA SHIELD controller support, with all 28 buttons', '支持 NVIDIA SHIELD 手柄，28 个按键全部可用'],
    ],
    fixedIssues: [
      ['The cursor drifted when a stick was mapped to the mouse with no dead zone', '摇杆映射为鼠标且死区为零时，光标会自行漂移'],
      ['Config names with non-Latin letters were not saved', '含非拉丁字母的配置名称无法保存'],
    ],
  }),
  release({
    version: '5.1.1',
    releasedAt: '2023-04-04',
    newFeatures: [['Vibration strength can be set per config', '可为每个配置单独设置震动强度']],
    fixedIssues: [
      ['Remapper closed at start when two identical controllers were connected', '连接两个相同型号的手柄时，Remapper 启动即退出'],
      ['A DualShock 3 was not found again after the PC woke from sleep', '电脑从睡眠中唤醒后，无法再次识别 DualShock 3'],
    ],
  }),
  release({
    version: '5.2.0',
    releasedAt: '2023-06-13',
    newFeatures: [
      ['Virtual DualShock 4 emulation, for games that show PlayStation button prompts', '虚拟 DualShock 4 模拟，适用于显示 PlayStation 按键提示的游戏'],
      ['Autodetect of applications: the right config switches on when a game comes to the front', '应用程序自动识别：游戏切换到前台时自动启用对应配置'],
      ['Key combos: shortcuts of 2 to 4 buttons pressed together', '组合键：可将 2 到 4 个按键同时按下作为快捷键'],
    ],
    fixedIssues: [
      ['The virtual Xbox controller sometimes stayed connected after Remapper was closed', '关闭 Remapper 后，虚拟 Xbox 手柄有时仍保持连接'],
    ],
  }),
  release({
    version: '5.2.1',
    releasedAt: '2023-07-11',
    newFeatures: [
      ['A pair of Joy-Cons works as one controller, with up to 2000 mappings for the pair', '一对 Joy-Con 可合并为一个手柄，整对最多可设置 2000 条映射'],
    ],
    fixedIssues: [
      ['Autodetect did not switch configs for games running as administrator', '游戏以管理员身份运行时，自动识别不会切换配置'],
      ['The tray icon disappeared after Windows Explorer restarted', 'Windows 资源管理器重启后，托盘图标消失'],
    ],
  }),
  release({
    version: '5.2.2',
    releasedAt: '2023-08-08',
    newFeatures: [
      ['Faster controller detection at start-up, with an updated virtual controller driver', '启动时更快识别手柄，并更新了虚拟手柄驱动'],
    ],
    fixedIssues: [
      ['Rapid fire stopped when a shift layer was released', '松开 Shift 层时，连发会意外停止'],
    ],
    discontinued: { at: '2023-08-29' },
  }),
  release({
    version: '5.3.0',
    releasedAt: '2023-10-17',
    newFeatures: [
      ['6 activator types for every button: single, double, triple and long press, start and release', '每个按键可用 6 种触发方式：单击、双击、三击、长按、按下和松开'],
      ['Gyro aiming with DualShock 4, DualSense and Switch Pro controllers', '支持 DualShock 4、DualSense 和 Switch Pro 手柄的体感瞄准'],
      ['Sticks and triggers can be split into 3 zones, each with its own action', '摇杆和扳机可划分为 3 个区域，每个区域执行不同的操作'],
    ],
    fixedIssues: [
      ['Virtual controllers disappearing on some Windows 11 PCs: the virtual controller driver of 5.2.1 is back', '部分 Windows 11 电脑上虚拟手柄消失的问题：已恢复使用 5.2.1 的虚拟手柄驱动'],
      ['Long macros stopped after 255 steps', '较长的宏在第 255 步后停止执行'],
    ],
  }),
  release({
    version: '5.4.0',
    releasedAt: '2024-01-23',
    newFeatures: [
      ['Radial menu: choose one of up to 8 actions by pointing a stick', '轮盘菜单：用摇杆指向即可在最多 8 个操作中选择'],
      ['Commands: start a program, switch a config or change the volume from a button', '命令：用一个按键启动程序、切换配置或调节音量'],
      ['Device groups: up to 4 devices share one config', '设备分组：最多 4 个设备共用一个配置'],
    ],
    fixedIssues: [
      ['Double-press activators reacted too late on slow-polling Bluetooth controllers', '在轮询较慢的蓝牙手柄上，双击触发反应过慢'],
    ],
  }),
  release({
    version: '5.4.1',
    releasedAt: '2024-03-05',
    newFeatures: [
      ['Community configs: browse and download configs shared by other players inside Remapper', '社区配置：在 Remapper 内浏览并下载其他玩家分享的配置'],
    ],
    fixedIssues: [['The radial menu opened on the wrong monitor', '轮盘菜单在错误的显示器上打开']],
    discontinued: { at: '2024-03-19', redirectTo: '/releases/release-5.4.2' },
  }),
  release({
    version: '5.4.2',
    releasedAt: '2024-03-19',
    newFeatures: [
      ['Remapper asks before a downloaded community config replaces one of yours', '下载的社区配置要覆盖您自己的配置前，Remapper 会先征求确认'],
    ],
    fixedIssues: [
      ['Downloading a community config could overwrite a local config with the same name', '下载社区配置时，可能覆盖同名的本地配置'],
      ['The radial menu opened on the wrong monitor', '轮盘菜单在错误的显示器上打开'],
    ],
  }),
  release({
    version: '6.0.0',
    releasedAt: '2024-06-11',
    title: ['Remapper 6.0: native ARM64 and new plans', 'Remapper 6.0：原生 ARM64 与全新套餐'],
    newFeatures: [
      ['A native ARM64 build for Windows PCs with ARM processors', '为搭载 ARM 处理器的 Windows 电脑提供原生 ARM64 版本'],
      ['Subscriptions and lifetime access, managed in your account; legacy licences keep working', '订阅与终身授权，在账户中统一管理；旧版许可证继续有效'],
      ['A free 7-day trial with every feature on up to 2 PCs', '全部功能免费试用 7 天，最多 2 台电脑'],
      ['Virtual Xbox One controller emulation', '虚拟 Xbox One 手柄模拟'],
    ],
    fixedIssues: [
      ['High CPU use while idle with Bluetooth controllers connected', '连接蓝牙手柄时，空闲状态下 CPU 占用过高'],
    ],
  }),
  release({
    version: '6.1.0',
    releasedAt: '2024-09-24',
    newFeatures: [
      ['Desktop overlay: see the active config, slot and shift layer on top of your game', '桌面悬浮层：在游戏画面上显示当前配置、配置槽和 Shift 层'],
      ['Mobile companion app for Android 6.0+ and iOS 14.0+: switch configs from your phone', '手机配套应用（Android 6.0+、iOS 14.0+）：用手机切换配置'],
      ['PlayStation Move navigation controller support, with all 14 buttons', '支持 PlayStation Move 导航手柄，14 个按键全部可用'],
    ],
    fixedIssues: [
      ['A Joy-Con pair split in two after one side reconnected', '其中一只 Joy-Con 重新连接后，整对手柄被拆分成两个'],
      ['Key combos ignored the Guide button', '组合键无法使用 Guide 键'],
    ],
  }),
  release({
    version: '6.2.0',
    releasedAt: '2025-01-21',
    newFeatures: [
      ['Joystick mapper: turn a stick into WASD, arrow keys or a virtual stick with its own response curve', '摇杆映射：把摇杆变成 WASD、方向键或带独立响应曲线的虚拟摇杆'],
      ['Macro editor: exact pauses between steps, and repeat while the button is held', '宏编辑器：可精确设置步骤间的停顿，并在按住按键时循环执行'],
      ['Xbox Elite paddles are mapped as four separate buttons', 'Xbox Elite 手柄的背键可作为四个独立按键进行映射'],
    ],
    fixedIssues: [
      ['Gyro aiming slowly drifted after about an hour with a DualSense', '使用 DualSense 约一小时后，体感瞄准会缓慢漂移'],
    ],
  }),
  release({
    version: '6.2.1',
    releasedAt: '2025-02-18',
    newFeatures: [],
    fixedIssues: [
      ['The settings window was cut off at 150% display scaling', '显示缩放为 150% 时，设置窗口显示不全'],
      ['The Turbo rate went back to its default after a restart', '重启后 Turbo 连发速率恢复为默认值'],
    ],
  }),
  release({
    version: '6.3.0',
    releasedAt: '2025-06-10',
    newFeatures: [
      ['Steam Controller support without Steam: trackpads, gyro and grip buttons', '无需 Steam 即可使用 Steam 手柄：触控板、体感和握把按键均可映射'],
      ['Autodetect rules can match a window title as well as the program', '自动识别规则除了程序之外，还可以匹配窗口标题'],
      ['Each shift layer can have its own rapid fire settings', '每个 Shift 层都可以有独立的连发设置'],
    ],
    fixedIssues: [
      ['In the ARM64 build, some games did not see the virtual DualShock 4', 'ARM64 版本中，部分游戏无法识别虚拟 DualShock 4'],
    ],
  }),
  release({
    version: '6.3.1',
    releasedAt: '2025-08-05',
    newFeatures: [],
    fixedIssues: [
      ['Activation failed behind company proxies that inspect HTTPS', '在会检查 HTTPS 流量的公司代理后面，激活失败'],
      ['Searching community configs found nothing when the name had spaces', '搜索含空格名称的社区配置时没有结果'],
    ],
  }),
  release({
    version: '6.4.0',
    releasedAt: '2025-12-09',
    title: ['Remapper 6.4: a faster editor', 'Remapper 6.4：更高效的编辑器'],
    newFeatures: [
      ['A redesigned config editor that searches all your mappings', '重新设计的配置编辑器，可搜索全部映射'],
      ['The overlay briefly shows the new slot when you switch with a shortcut', '用快捷键切换配置槽时，悬浮层会短暂显示新的配置槽'],
      ['GameCube controllers through USB adapters', '支持通过 USB 适配器连接的 GameCube 手柄'],
      ['Import a config from a file a friend sent you', '可从朋友发来的文件导入配置'],
    ],
    fixedIssues: [
      ['Mouse wheel mappings fired twice on high-resolution wheels', '在高精度滚轮上，鼠标滚轮映射会触发两次'],
    ],
  }),
  release({
    version: '6.4.1',
    releasedAt: '2026-03-17',
    newFeatures: [['A reviewed Simplified Chinese translation of the whole program', '全面校订了程序的简体中文翻译']],
    fixedIssues: [
      ['Controllers were not found on some ARM64 laptops after a Windows 11 update', '部分 ARM64 笔记本在 Windows 11 更新后无法识别手柄'],
      ['Radial menu labels in Chinese were cut off', '轮盘菜单中的中文标签显示不全'],
    ],
  }),
  release({
    version: '6.4.2',
    releasedAt: '2026-06-23',
    newFeatures: [
      ['Logitech F310 and F710 controllers are recognised in both XInput and DirectInput modes', '罗技 F310 和 F710 手柄在 XInput 与 DirectInput 模式下均可识别'],
    ],
    fixedIssues: [
      ['The overlay flickered in borderless windowed games', '在无边框窗口模式的游戏中，悬浮层会闪烁'],
      ['Macros recorded on a 144 Hz display played back too fast', '在 144 Hz 显示器上录制的宏回放速度过快'],
    ],
  }),
];
