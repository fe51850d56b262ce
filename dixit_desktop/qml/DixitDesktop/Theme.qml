pragma Singleton
import QtQuick

// Colours, sizes, fonts and motion for every screen. Sizes scale with the window; body text
// never goes below 16 px, touch targets never below 48 px.
QtObject {
    id: theme

    property real windowWidth: 1280
    property real windowHeight: 800
    readonly property real scale: Math.max(0.7, Math.min(windowWidth / 1280, windowHeight / 800, 2.6))
    readonly property bool portrait: windowHeight > windowWidth * 1.05

    function px(v) { return Math.round(v * scale) }

    // colours: a warm table at night, cream paper, cards the brightest things on screen
    readonly property color night: "#161a36"
    readonly property color nightDeep: "#0d1026"
    readonly property color nightGlow: "#2a2f5e"
    readonly property color wood: "#6b4430"
    readonly property color woodLight: "#8d5c40"
    readonly property color paper: "#f7f0e1"
    readonly property color paperShade: "#e9dcc2"
    readonly property color ink: "#1d1a2e"
    readonly property color inkSoft: "#4a4660"
    readonly property color moonlight: "#cfd6ff"
    readonly property color gold: "#f4b942"
    readonly property color goldDeep: "#c98a14"
    readonly property color good: "#2f9e78"
    readonly property color warn: "#d55e00"
    readonly property color shadow: "#66000000"

    // type
    readonly property string titleFont: "Fredoka Light"
    readonly property string textFont: "Atkinson Hyperlegible"
    readonly property int fontSmall: Math.max(15, px(17))
    readonly property int fontBody: Math.max(17, px(21))
    readonly property int fontLarge: Math.max(20, px(28))
    readonly property int fontTitle: Math.max(26, px(40))
    readonly property int fontHuge: Math.max(40, px(84))

    // sizes
    readonly property int touch: Math.max(48, px(60))
    readonly property int gap: Math.max(8, px(16))
    readonly property int radius: Math.max(8, px(16))
    readonly property int margin: Math.max(12, px(28))

    // motion (reduced motion turns every duration to 0)
    property bool reducedMotion: false
    readonly property int flipMs: reducedMotion ? 0 : 280
    readonly property int dealMs: reducedMotion ? 0 : 240
    readonly property int hopMs: reducedMotion ? 0 : 150
    readonly property int fadeMs: reducedMotion ? 0 : 200
    property int holdMs: 600
}
