import QtQuick

// Sizes for a screen seen from across the room, from the table window's size: unit is 1 on
// a 1920x1080 screen, and type never drops below what reads from a sofa on a small one.
QtObject {
    required property real width
    required property real height
    readonly property real unit: Math.max(0.5, Math.min(width / 1920, height / 1080))
    readonly property int fontHuge: Math.round(96 * unit)
    readonly property int fontTitle: Math.max(30, Math.round(68 * unit))
    readonly property int fontBody: Math.max(22, Math.round(40 * unit))
    readonly property int fontSmall: Math.max(18, Math.round(30 * unit))
    readonly property int gap: Math.max(8, Math.round(24 * unit))
    readonly property real gapWide: gap * 1.5     // between the board and its list, a turn's parts
    readonly property real gapThird: gap / 3      // in the story, between a turn's words and cards
    readonly property real gapQuarter: gap / 4    // between a seat's rabbit and its name
    readonly property int band: Math.max(44, Math.round(84 * unit))
}
