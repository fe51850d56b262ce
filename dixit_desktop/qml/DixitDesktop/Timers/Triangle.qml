import QtQuick

// A triangle from plain items (the software renderer draws them; no shader, no Shapes): half of
// a square turned 45°, stretched to the height asked. Its point is at the bottom (down) or at
// the top; an outline, when asked, is drawn on the two slanted sides only. Its numbers are the
// drawing's geometry (a square's diagonal), not Theme sizes.
Item {
    id: tri
    property bool down: true
    property color fill: "transparent"
    property color outline: "transparent"
    property real outlineWidth: 0
    clip: true

    Item {   // width x width/2, stretched to the triangle's height
        width: tri.width
        height: tri.width / 2
        transform: Scale { yScale: tri.width > 0 ? tri.height / (tri.width / 2) : 1 }
        Rectangle {
            readonly property real side: tri.width / Math.SQRT2
            width: side
            height: side
            x: (tri.width - side) / 2
            y: (tri.down ? 0 : tri.width / 2) - side / 2
            rotation: 45
            antialiasing: true
            color: tri.fill
            border.color: tri.outline
            border.width: tri.outlineWidth
        }
    }
}
