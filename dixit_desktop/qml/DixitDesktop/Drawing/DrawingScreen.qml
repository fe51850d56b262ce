pragma ComponentBehavior: Bound

import QtQuick
import DixitDesktop.Backend
import DixitDesktop.Controls

// Drawing one card: a canvas of a card's shape (2:3), as large as the window allows, with the
// tools beside it (landscape) or under it (portrait). A finger, a pen or the mouse draws;
// Back keeps the drawing for later; "Save the card…" asks its title, a few words and who
// made it. Clearing asks first.
FocusScope {
    id: screen
    objectName: "drawingScreen"
    property bool askingClear: false
    property bool finishing: false
    readonly property bool portrait: Theme.portrait

    // the room: landscape gives the canvas the whole height and the tools what is left of the
    // width (never less than a column of buttons); portrait gives the tools what they need,
    // at most half the height, and the canvas the rest
    readonly property real roomWidth: width - 2 * Theme.margin
    // in kiosk mode the top-left corner is the grown-ups' (a long press to leave): the card
    // starts below it, so that every bit of it can be drawn on
    readonly property real canvasTop: Kiosk.active ? Math.max(Theme.margin, Theme.kioskCorner) : Theme.margin
    readonly property real roomHeight: height - Theme.margin - canvasTop
    readonly property real toolsLeast: Theme.sidePanelWidth
    readonly property real toolsTall: Math.min(tools.contentHeight, roomHeight / 2)
    readonly property real canvasHeight: portrait
        ? Math.min(roomHeight - toolsTall - Theme.gap, roomWidth * Theme.cardAspect)
        : Math.min(roomHeight, (roomWidth - toolsLeast - Theme.gap) * Theme.cardAspect)
    readonly property real canvasWidth: canvasHeight / Theme.cardAspect
    // landscape: the tools no wider than a column, and the two together in the middle
    readonly property real toolsWidth: portrait ? roomWidth
        : Math.min(roomWidth - canvasWidth - Theme.gap, Theme.columnWidth)
    readonly property real leftEdge: portrait ? Theme.margin
        : (width - canvasWidth - Theme.gap - toolsWidth) / 2
    // right to left, the tools come first from the right and the card after them
    readonly property bool mirrored: LayoutMirroring.enabled
    function mirroredX(x: real, w: real): real { return mirrored ? width - x - w : x }

    Rectangle {   // the card: its paper's edge and a soft shadow
        id: sheet
        x: screen.portrait ? (screen.width - width) / 2 : screen.mirroredX(screen.leftEdge, width)
        y: screen.canvasTop
        width: screen.canvasWidth
        height: screen.canvasHeight
        color: Theme.paper
        border.color: Theme.paperShade
        border.width: Theme.lineWidth

        DrawingCanvas {
            id: canvas
            objectName: "drawingCanvas"
            anchors.fill: parent
            anchors.margins: Theme.lineWidth
            pen: Drawing
            // a pen on a tablet: its pressure comes with its points (Qt Quick hands a pen's
            // events to pointer handlers; unhandled, they would arrive as the mouse's)
            PointHandler {
                id: penPoint
                acceptedDevices: PointerDevice.Stylus
                onActiveChanged: active ? canvas.penDown(point.position.x, point.position.y, point.pressure)
                                        : canvas.penUp()
                onPointChanged: if (active) canvas.penMove(point.position.x, point.position.y, point.pressure)
            }
            Accessible.role: Accessible.Canvas
            Accessible.name: Drawing.blank ? qsTr("The card: draw here with a finger, a pen or the mouse")
                                           : qsTr("The card you are drawing")
        }
    }

    DrawingTools {
        id: tools
        objectName: "drawingTools"
        x: screen.mirroredX(screen.portrait ? Theme.margin : screen.leftEdge + screen.canvasWidth + Theme.gap, width)
        y: screen.portrait ? sheet.y + sheet.height + Theme.gap : Theme.margin
        width: screen.toolsWidth
        height: screen.portrait ? screen.height - y - Theme.margin : screen.height - 2 * Theme.margin
        onClearAsked: screen.askingClear = true
        onSaveAsked: screen.finishing = true
    }

    Loader {
        anchors.fill: parent
        active: screen.askingClear
        sourceComponent: ConfirmDialog {
            objectName: "clearDialog"
            question: qsTr("Clear the whole drawing?")
            detail: qsTr("Undo brings it back.")
            confirmText: qsTr("Yes, clear it")
            cancelText: qsTr("No, keep it")
            Keys.onShortcutOverride: (event) => { event.accepted = event.key === Qt.Key_Escape }
            Keys.onEscapePressed: screen.askingClear = false
            onConfirmed: {
                Drawing.clear()
                screen.askingClear = false
            }
            onCancelled: screen.askingClear = false
        }
    }

    Loader {
        anchors.fill: parent
        active: screen.finishing
        sourceComponent: FinishDialog {
            onClosed: screen.finishing = false
        }
    }
}
